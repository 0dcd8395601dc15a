import { createFileRoute } from '@tanstack/react-router';
import { HomeLayout } from '../../shell/components/home-layout';

export const Route = createFileRoute('/home')({ component: HomeLayout });
