import { createFileRoute } from '@tanstack/react-router';
import { paperPreviewRoute } from '../../../../route-families/course';

export const Route = createFileRoute('/home/_course/courseMag/preViewPage')(paperPreviewRoute());
