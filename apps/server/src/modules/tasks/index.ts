/** The tasks module's public face: other modules import from here, not from its files. */
export { tasksRepository, type TaskRow } from './repository.ts';
export { taskAccess, type TaskAccess } from './access.ts';
export { todayInAmsterdam } from './presenter.ts';
export { listTasks, listDossierTasks, showTask, createTask, updateTask, deleteTask } from './service.ts';
