export * from './question-type';
