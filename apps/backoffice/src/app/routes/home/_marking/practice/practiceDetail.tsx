import { createFileRoute } from '@tanstack/react-router';
import { practiceDetailRoute } from '../../../../route-families/marking';

export const Route = createFileRoute('/home/_marking/practice/practiceDetail')(practiceDetailRoute());
