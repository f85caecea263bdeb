/** The baseline: a bare Deno.serve JSON handler, the fastest `/api/health` could possibly be. */
Deno.serve({
  port: 0,
  hostname: "127.0.0.1",
  onListen: ({ port }) => console.log(`listening on http://localhost:${port}`),
}, () => Response.json({ status: "ok" }));
