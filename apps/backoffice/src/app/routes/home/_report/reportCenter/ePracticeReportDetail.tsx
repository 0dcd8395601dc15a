import { createFileRoute } from '@tanstack/react-router';
import { homeworkReportAlias } from '../../../../route-families/report';

export const Route = createFileRoute('/home/_report/reportCenter/ePracticeReportDetail')(
  homeworkReportAlias('students'),
);
