import { createFileRoute } from '@tanstack/react-router';
import { questionReportAlias } from '../../../../route-families/report';

export const Route = createFileRoute('/home/_report/reportCenter/questionDetail')(questionReportAlias());
