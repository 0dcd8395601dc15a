// `@harbour/question-engine/core` is `@harbour/question-core`: a server installs that package alone.
export * from '@harbour/question-core';
