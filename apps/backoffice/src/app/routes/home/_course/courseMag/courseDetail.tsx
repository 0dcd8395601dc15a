import { createFileRoute } from '@tanstack/react-router';
import { courseDetailRoute } from '../../../../route-families/course';

export const Route = createFileRoute('/home/_course/courseMag/courseDetail')(courseDetailRoute());
