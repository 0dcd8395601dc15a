import { createFileRoute } from '@tanstack/react-router';
import { gradeDashboardRoute } from '../../../route-families/report';

export const Route = createFileRoute('/home/_reportPerformance/dashboardGrade')(gradeDashboardRoute());
