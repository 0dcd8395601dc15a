import { createFileRoute } from '@tanstack/react-router';
import { dashboardSortRoute } from '../../route-families/home';

export const Route = createFileRoute('/home/dashboard_/dashboardSort')(dashboardSortRoute());
