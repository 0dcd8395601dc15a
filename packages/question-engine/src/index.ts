export * from './core';
export { QuestionTypeBadge } from './player/question-type-badge';

import './styles.css';
