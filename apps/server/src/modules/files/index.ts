// The files module: upload calls, and the one way other modules store an uploaded file.
export { commitUpload, type UploadToCommit } from './commit';
export { filesRoutes } from './routes';
