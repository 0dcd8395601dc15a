import { createFileRoute } from '@tanstack/react-router';
import { classOverviewRoute } from '../../../../route-families/report';

export const Route = createFileRoute('/home/_reportPerformance/reportCenter/homeOverView')(
  classOverviewRoute(),
);
