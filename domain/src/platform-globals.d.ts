// Globals every runtime of the shop has (Node >= 16 and every browser we support). `domain` is
// built without DOM or Node typings so that nothing else from those platforms slips in.
declare function atob(data: string): string;
