/** The dashboard feature's public face: other features and the app import from here (decision 011). */
export { dashboardKeys, getDashboard } from './api/dashboard-api.ts';
