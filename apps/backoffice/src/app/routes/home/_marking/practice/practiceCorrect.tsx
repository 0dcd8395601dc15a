import { createFileRoute } from '@tanstack/react-router';
import { markingOverviewRoute } from '../../../../route-families/marking';

export const Route = createFileRoute('/home/_marking/practice/practiceCorrect')(markingOverviewRoute());
