import { createFileRoute } from '@tanstack/react-router';
import { schoolDashboardRoute } from '../../../route-families/report';

export const Route = createFileRoute('/home/_reportPerformance/dashboardHead')(schoolDashboardRoute());
