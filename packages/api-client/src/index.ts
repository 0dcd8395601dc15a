export * from './adapters/question-player';
export * from './client';
export * from './contract';
export * from './queries/common';
export * from './queries/questions';
export * from './queries/schedule';
