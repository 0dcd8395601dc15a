import { createFileRoute } from '@tanstack/react-router';
import { testReportRoute } from '../../../../route-families/report';

export const Route = createFileRoute('/home/_reportTest/reportCenter/testReportStudent')(
  testReportRoute('test', 'student'),
);
