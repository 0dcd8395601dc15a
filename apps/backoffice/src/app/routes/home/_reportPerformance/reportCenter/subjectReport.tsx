import { createFileRoute } from '@tanstack/react-router';
import { schoolReportRoute } from '../../../../route-families/report';

export const Route = createFileRoute('/home/_reportPerformance/reportCenter/subjectReport')(
  schoolReportRoute({ report: 'subject' }),
);
