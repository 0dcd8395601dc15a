import { createFileRoute } from '@tanstack/react-router';
import { classComparisonRoute } from '../../../../route-families/report';

export const Route = createFileRoute('/home/_reportPerformance/reportCenter/compareSeZoneReport')(
  classComparisonRoute('SE_ZONE'),
);
