import { createFileRoute } from '@tanstack/react-router';
import { reportCentreRoute } from '../../../../route-families/report';

export const Route = createFileRoute('/home/_reportPerformance/reportCenter/')(reportCentreRoute());
