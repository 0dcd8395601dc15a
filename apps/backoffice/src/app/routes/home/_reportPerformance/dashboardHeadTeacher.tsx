import { createFileRoute } from '@tanstack/react-router';
import { classDashboardRoute } from '../../../route-families/report';

export const Route = createFileRoute('/home/_reportPerformance/dashboardHeadTeacher')(classDashboardRoute());
