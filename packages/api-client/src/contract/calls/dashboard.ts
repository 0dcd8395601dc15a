import { read, write } from '../call';

/** A dashboard's cards as the signed-in user arranged them (spec §2 /home/dashboard/dashboardSort). */
const DASHBOARD_CARDS_PATH = '/ael/school/v2/dashboard/{dashboard}/cards';

/** The contract's dashboard calls (see contract/calls.ts). */
export const getDashboardLayoutCall = read('getDashboardLayout', DASHBOARD_CARDS_PATH, ['dashboardLayout']);
export const saveDashboardLayoutCall = write('saveDashboardLayout', 'PUT', DASHBOARD_CARDS_PATH, [
  'dashboardLayout',
]);
