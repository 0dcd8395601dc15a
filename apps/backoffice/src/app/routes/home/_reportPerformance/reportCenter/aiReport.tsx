import { createFileRoute } from '@tanstack/react-router';
import { writtenSummaryRoute } from '../../../../route-families/report';

export const Route = createFileRoute('/home/_reportPerformance/reportCenter/aiReport')(writtenSummaryRoute());
