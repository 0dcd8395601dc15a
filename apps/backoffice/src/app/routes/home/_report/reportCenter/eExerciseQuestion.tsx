import { createFileRoute } from '@tanstack/react-router';
import { questionReportRoute } from '../../../../route-families/report';

export const Route = createFileRoute('/home/_report/reportCenter/eExerciseQuestion')(
  questionReportRoute('eExercise'),
);
