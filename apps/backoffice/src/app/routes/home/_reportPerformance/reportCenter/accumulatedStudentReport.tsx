import { createFileRoute } from '@tanstack/react-router';
import { cumulativeReportRoute } from '../../../../route-families/report';

export const Route = createFileRoute('/home/_reportPerformance/reportCenter/accumulatedStudentReport')(
  cumulativeReportRoute(),
);
