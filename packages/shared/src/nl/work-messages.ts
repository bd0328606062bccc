/** Server answers about notes, tasks and documents (issue 4). */
export const workMessages = {} as const;
