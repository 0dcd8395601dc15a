import { createFileRoute } from '@tanstack/react-router';
import { courseMagRoute } from '../../../../route-families/course';

export const Route = createFileRoute('/home/_course/courseMag/')(courseMagRoute());
