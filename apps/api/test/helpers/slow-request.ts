import net from 'node:net';

/**
 * Opens a raw connection to the server on `port`, sends `head` (request line and headers), then `send(socket)` (the
 * body, all at once or trickled); resolves with what the server answered once the server has closed the connection.
 * The client never closes it: a server that does not either leaves the test to its own time limit (no race between a
 * timer here and the server's).
 */
export const slowRequest = (
  port: number,
  head: string,
  send: (socket: net.Socket) => void,
): Promise<{ answer: string }> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${head}\r\n\r\n`);
      send(socket);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer }));
  });
