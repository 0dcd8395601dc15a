import { createFileRoute } from '@tanstack/react-router';
import { previewRoute } from '../../../route-families/course';

export const Route = createFileRoute('/home/_course/previewHkatTest')(previewRoute('hkatTest'));
