import { createFileRoute } from '@tanstack/react-router';
import { homeworkReportRoute } from '../../../../../route-families/report';

export const Route = createFileRoute('/home/_report/reportCenter/newAplusReport/detail')(
  homeworkReportRoute('newAplus'),
);
