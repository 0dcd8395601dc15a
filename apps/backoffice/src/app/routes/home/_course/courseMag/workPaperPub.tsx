import { createFileRoute } from '@tanstack/react-router';
import { workPaperPubRoute } from '../../../../route-families/course';

export const Route = createFileRoute('/home/_course/courseMag/workPaperPub')(workPaperPubRoute());
