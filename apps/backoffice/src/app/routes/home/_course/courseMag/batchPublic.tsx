import { createFileRoute } from '@tanstack/react-router';
import { batchPublicRoute } from '../../../../route-families/course';

export const Route = createFileRoute('/home/_course/courseMag/batchPublic')(batchPublicRoute());
