import { createFileRoute } from '@tanstack/react-router';
import { publishRoute } from '../../../../route-families/course';

export const Route = createFileRoute('/home/_course/courseMag/courseOptions')(publishRoute('homework'));
