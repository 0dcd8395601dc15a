import { createFileRoute } from '@tanstack/react-router';
import { allGradeCourseRoute } from '../../../route-families/course';

export const Route = createFileRoute('/home/_course/allGradeCourse')(allGradeCourseRoute());
