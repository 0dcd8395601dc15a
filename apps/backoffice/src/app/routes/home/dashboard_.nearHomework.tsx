import { createFileRoute } from '@tanstack/react-router';
import { nearHomeworkRoute } from '../../route-families/home';

export const Route = createFileRoute('/home/dashboard_/nearHomework')(nearHomeworkRoute('ENDING'));
