import { createStore } from 'jotai';

/** The app's one jotai store, shared by React (Provider) and the router's subscribers. */
export const appStore = createStore();
