export * from './download-links';
export * from './enums';
export * from './homework-enums';
export * from './homework-rules';
export * from './hong-kong-time';
export * from './list-params';
export * from './process-kinds';
export * from './student-enums';
