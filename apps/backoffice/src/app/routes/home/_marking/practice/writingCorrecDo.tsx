import { createFileRoute } from '@tanstack/react-router';
import { scoringRoute } from '../../../../route-families/marking';

export const Route = createFileRoute('/home/_marking/practice/writingCorrecDo')(scoringRoute());
