// Realistic questions of every type, with answer keys, in an entry of their own.
export * from '@harbour/question-core/samples';
