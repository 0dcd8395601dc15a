import { createFileRoute } from '@tanstack/react-router';
import { distributionDetailRoute } from '../../../route-families/course';

export const Route = createFileRoute('/home/_course/distributionDetail')(distributionDetailRoute());
