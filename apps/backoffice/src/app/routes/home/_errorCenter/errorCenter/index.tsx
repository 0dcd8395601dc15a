import { createFileRoute } from '@tanstack/react-router';
import { errorCenterRoute } from '../../../../route-families/error-center';

export const Route = createFileRoute('/home/_errorCenter/errorCenter/')(errorCenterRoute());
