import { createFileRoute } from '@tanstack/react-router';
import { distributeRoute } from '../../../../route-families/course';

export const Route = createFileRoute('/home/_course/courseMag/workPaperSub')(distributeRoute('detail'));
