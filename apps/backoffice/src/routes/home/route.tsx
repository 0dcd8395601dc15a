import { createFileRoute } from '@tanstack/react-router';
import { HomeLayout } from '../../features/shell/components/home-layout';

export const Route = createFileRoute('/home')({ component: HomeLayout });
