import { createFileRoute } from '@tanstack/react-router';
import { workPaperDetailRoute } from '../../../../route-families/course';

export const Route = createFileRoute('/home/_course/courseMag/workPaperDetail')(workPaperDetailRoute());
