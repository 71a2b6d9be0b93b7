import net from 'node:net';

/**
 * A loopback TCP relay in front of a service (PostgreSQL, the bucket, the SMTP server), for outage tests: `cut()`
 * resets every open connection and refuses new ones (as a stopped server does), `restore()` lets them through again.
 * Point the app at `host:port` instead of the service's own address.
 */
export const startTcpGate = async (target: { host: string; port: number }) => {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const end = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      if (!client.destroyed) client.destroy();
      if (!upstream.destroyed) upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    /** Resets every connection through the gate and refuses new ones until `restore()`. */
    cut: () => {
      open = false;
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
    },
    restore: () => {
      open = true;
    },
    get isOpen() {
      return open;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

export type TTcpGate = Awaited<ReturnType<typeof startTcpGate>>;
