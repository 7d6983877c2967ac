"""The MCP Python SDK's own server (`MCPServer`, stdio) with one trivial tool: the reference figure beside which
check.py times `harness mcp` with the same client."""

from mcp.server.mcpserver import MCPServer

server = MCPServer("reference")


@server.tool()
def count_events() -> int:
    """Returns 0 at once."""
    return 0


server.run("stdio")
