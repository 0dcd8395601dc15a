import './tokens.css';

export { Button, type ButtonProps } from './button/button';
export { PROGRESS_BAND_LIMITS, type ProgressBand, progressBand } from './progress/colour-bands';
