"""The one exception the CLI turns into a clear line and exit code 2."""


class BadInput(Exception):
    """Input the tool cannot use: the message is the whole explanation a user sees.

    Raised before anything is written, so a batch can report it and go on with
    the next file while the database stays as it was.
    """
