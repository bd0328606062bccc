/** The planner module's public face: the planning PDF and the calendar feeds (issue 13). */
export { plannerRoutes } from './routes.ts';
export { generatePlanning, showCalendarFeed, regenerateCalendarFeed, calendarOfFeed } from './service.ts';
